import torch
z = torch.tensor([1+2j, 3-1j], requires_grad=True)
x = torch.tensor([1., 2., 3., 4.], requires_grad=True)
for name, f in [("real", lambda: z.real), ("imag", lambda: z.imag), ("conj", lambda: z.conj()), ("angle", lambda: z.angle()), ("abs", lambda: z.abs()),
  ("var", lambda: torch.view_as_real(z)), ("vac", lambda: torch.view_as_complex(x.view(2,2))), ("fft", lambda: torch.fft.fft(z)), ("fftr", lambda: torch.fft.fft(x)),
  ("ifft", lambda: torch.fft.ifft(z)), ("rfft", lambda: torch.fft.rfft(x)), ("irfft", lambda: torch.fft.irfft(z)), ("fft2", lambda: torch.fft.fft2(z.view(1,2))),
  ("complex", lambda: torch.complex(x, x)), ("polar", lambda: torch.polar(x, x)), ("sum", lambda: z.sum()), ("mean", lambda: z.mean()), ("sgn", lambda: z.sgn()),
  ("mulr", lambda: z * x[:2]), ("pow", lambda: z ** 2), ("neg", lambda: -z), ("exp", lambda: z.exp()), ("conj_phys", lambda: z.conj_physical()), ("to", lambda: x.to(torch.cfloat)),
  ("prod", lambda: z.prod()), ("fftshift", lambda: torch.fft.fftshift(z)), ("hfft", lambda: torch.fft.hfft(z)), ("ihfft", lambda: torch.fft.ihfft(x)), ("rfftn", lambda: torch.fft.rfftn(x.view(2,2))), ("irfft2", lambda: torch.fft.irfft2(z.view(1,2))), ("ifftn", lambda: torch.fft.ifftn(z)), ("norm", lambda: z.norm()), ("absx", lambda: x.abs()), ("rfftfreq", lambda: torch.fft.ifftshift(z))]:
    try:
        r = f()
        print(name, r.grad_fn.name() if r.grad_fn else None, [type(f).__name__ if f is not None else None for f, _ in r.grad_fn.next_functions] if r.grad_fn else None)
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e)[:100])

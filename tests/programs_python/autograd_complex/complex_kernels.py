import torch
z = torch.tensor([1+2j, 3-1j])
for name, f in [("sum", lambda: z.sum()), ("mean", lambda: z.mean()), ("conj", lambda: z.conj()), ("real", lambda: z.real), ("imag", lambda: z.imag),
    ("angle", lambda: z.angle()), ("abs", lambda: z.abs()), ("sgn", lambda: z.sgn()), ("var", lambda: torch.view_as_real(z)),
    ("vac", lambda: torch.view_as_complex(torch.tensor([[1.,2.]]))), ("fft", lambda: torch.fft.fft(z)), ("ifft", lambda: torch.fft.ifft(z)),
    ("rfft", lambda: torch.fft.rfft(torch.tensor([1.,2.,3.,4.]))), ("irfft", lambda: torch.fft.irfft(z)), ("fft2", lambda: torch.fft.fft2(z.view(1,2))),
    ("fftn", lambda: torch.fft.fftn(z)), ("complex", lambda: torch.complex(torch.tensor([1.]), torch.tensor([2.]))), ("polar", lambda: torch.polar(torch.tensor([1.]), torch.tensor([0.]))),
    ("exp", lambda: z.exp()), ("div", lambda: z / z), ("mm", lambda: z.view(1,2) @ z.view(2,1)), ("sumdim", lambda: z.view(1,2).sum(1)), ("mul_real", lambda: z * torch.tensor([1.,2.])),
    ("prod", lambda: z.prod()), ("cumsum", lambda: z.cumsum(0)), ("sqrt", lambda: z.sqrt()), ("log", lambda: z.log()), ("pow", lambda: z ** 2), ("abs2", lambda: z.abs() ** 2),
    ("fftshift", lambda: torch.fft.fftshift(z)), ("hfft", lambda: torch.fft.hfft(z)), ("rfftn", lambda: torch.fft.rfftn(torch.ones(2,2))), ("irfftn", lambda: torch.fft.irfftn(z.view(1,2))),
    ("norm", lambda: z.norm()), ("linalg_norm", lambda: torch.linalg.norm(z)), ("reciprocal", lambda: z.reciprocal()), ("neg", lambda: -z), ("cat", lambda: torch.cat([z, z])),("sub", lambda: z - 1),
    ("rsub", lambda: 1 - z), ("mulscalar", lambda: z * 2j), ("stft", lambda: 1)]:
    try:
        r = f()
        print(name, r)
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e)[:100])
m = torch.tensor([[1+1j, 2-1j, 0.5j], [3+0j, -1-1j, 2+2j]], dtype=torch.cdouble)
print(m.sum(0), m.sum(1, keepdim=True), m.mean(1), m.prod(1), m.prod(0, keepdim=True))
print(-m.real, -m.imag, m ** 2, m ** 0.5, m.pow(3), torch.neg(m[0]))
print(torch.tensor([True]) ** 2)

import torch

r = lambda t: (t * 1000).round() / 1000 + 0.0
x = torch.tensor([1.0, 2.0, 0.0, -1.0, 3.0, 0.5])
c = lambda t: (r(t.real), r(t.imag))
print(c(torch.fft.fft(x)), c(torch.fft.rfft(x)), r(torch.fft.irfft(torch.fft.rfft(x), n=6)))
print(c(torch.fft.fft(x, n=8)), c(torch.fft.ifft(x, norm="ortho")), c(torch.fft.rfft(x, norm="forward")))
m = torch.arange(12.0).reshape(3, 4)
print(c(torch.fft.fft2(m)), c(torch.fft.fftn(m, s=(2, 2))), r(torch.fft.irfftn(torch.fft.rfftn(m), s=m.shape)))
print(c(torch.fft.rfft2(m)), c(torch.fft.fft(m, dim=0)), r(torch.fft.hfft(torch.tensor([1.0, 2.0, 3.0]).to(torch.complex64))))
print(torch.fft.fftfreq(5), torch.fft.rfftfreq(6, d=0.5), torch.fft.fftshift(torch.arange(6)), torch.fft.ifftshift(torch.arange(5)))
print(torch.fft.fftshift(torch.arange(6).reshape(2, 3), dim=1), c(torch.fft.ihfft(x)))
z = torch.tensor([1 + 2j, 3 - 1j, 0.5j])
print(c(torch.fft.fft(z)), c(torch.fft.ifft(torch.fft.fft(z))), torch.fft.fft(z).dtype, torch.fft.rfft(x.double()).dtype)


@torch.jit.script
def spectrum(sig: torch.Tensor):
    f = torch.fft.rfft(sig)
    return f.abs(), torch.fft.irfft(f, n=sig.shape[-1])


a, b = spectrum(x)
print(r(a), r(b))
try:
    torch.fft.rfft(z)
except RuntimeError as e:
    print(e)
try:
    torch.fft.fft(x, n=0)
except RuntimeError as e:
    print(e)

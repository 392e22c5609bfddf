import torch


def r(t):
    if t.is_complex():
        return torch.view_as_real(t).round(decimals=4) + 0.0
    if not t.is_floating_point():
        return t
    return t.round(decimals=4) + 0.0


@torch.jit.script
def spectra(x: torch.Tensor):
    return (torch.fft.fft(x), torch.fft.ifft(torch.fft.fft(x)).real, torch.fft.rfft(x), torch.fft.irfft(torch.fft.rfft(x), n=x.size(0)),
            torch.fft.fft(x, n=4), torch.fft.fft(x, norm="ortho"), torch.fft.fftfreq(5), torch.fft.rfftfreq(6, d=0.5), torch.fft.fftshift(torch.arange(6)),
            torch.fft.ifftshift(torch.arange(5)), torch.fft.hfft(torch.fft.rfft(x)))


x = torch.tensor([1.0, 2.0, 0.0, -1.0, 3.0, 0.5])
for t in spectra(x):
    print(r(t))
m = torch.arange(12.0).view(3, 4)
print(r(torch.fft.fft2(m)), r(torch.fft.rfft2(m)), r(torch.fft.fftn(m, dim=(0,))))
print(r(torch.fft.irfftn(torch.fft.rfftn(m), s=m.shape)), torch.fft.fft(torch.tensor([1, 2])).dtype, torch.fft.rfft(torch.ones(4, dtype=torch.float64)).dtype)

# torch.fft transforms in script functions: 1-D, 2-D and n-D, real and
# Hermitian forms, n/s/dim/norm arguments. Complex tensors print only their
# real parts in TorchScript, so results are read through view_as_real and
# rounded (FFT libraries differ in the last digits; + 0.0 clears -0.0).
import torch
from typing import Optional


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    if x.is_complex():
        x = torch.view_as_real(x.resolve_conj())
    return torch.round(x, decimals=4) + 0.0


@torch.jit.script
def one_dim(x: torch.Tensor):
    y = torch.fft.fft(x)
    print(y.dtype, y.shape, r(y))
    print(r(torch.fft.ifft(y)))
    print(r(torch.fft.fft(x, n=8)), r(torch.fft.fft(x, n=3)))
    for norm in ["backward", "forward", "ortho"]:
        print(norm, r(torch.fft.fft(x, norm=norm)), r(torch.fft.ifft(x, norm=norm)))
    z = torch.fft.rfft(x)
    print(z.shape, r(z))
    print(r(torch.fft.irfft(z)), r(torch.fft.irfft(z, n=5)))
    print(r(torch.fft.rfft(x, norm="ortho")), r(torch.fft.irfft(z, norm="forward")))
    h = torch.fft.ihfft(x)
    print(r(h), r(torch.fft.hfft(h, n=6)))
    print(r(torch.fft.hfft(z)), r(torch.fft.hfft(z, norm="ortho")))
    print(r(torch.fft.fft(torch.arange(5))))


@torch.jit.script
def multi_dim(m: torch.Tensor):
    print(r(torch.fft.fft(m, dim=0)))
    f2 = torch.fft.fft2(m)
    print(f2.shape, r(f2))
    print(r(torch.fft.ifft2(f2) - m.to(f2.dtype)).abs().max())
    print(r(torch.fft.fftn(m, s=[2, 2])))
    print(r(torch.fft.fftn(m, dim=[1])) - r(torch.fft.fft(m, dim=1)))
    print(r(torch.fft.ifftn(m, norm="ortho")))
    rn = torch.fft.rfftn(m)
    print(rn.shape, r(rn))
    print(r(torch.fft.irfftn(rn, s=m.shape)))
    print(r(torch.fft.rfft2(m, s=[4, 4])).shape, r(torch.fft.irfft2(rn)).shape)
    print(r(torch.fft.hfft2(rn)).shape, r(torch.fft.ihfft2(m)))
    print(r(torch.fft.hfftn(rn, dim=[0])), r(torch.fft.ihfftn(m, s=[2], dim=[0])))


@torch.jit.script
def helpers(m: torch.Tensor):
    print(torch.fft.fftfreq(5), torch.fft.fftfreq(6, 0.5))
    print(torch.fft.rfftfreq(6), torch.fft.rfftfreq(7, d=2.0, dtype=torch.float64))
    print(torch.fft.fftshift(torch.arange(6)), torch.fft.ifftshift(torch.arange(5)))
    print(torch.fft.fftshift(m), torch.fft.fftshift(m, dim=1), torch.fft.ifftshift(m, dim=[0]))
    s = torch.fft.fftshift(torch.fft.fftfreq(8))
    print(s, torch.fft.ifftshift(s))


torch.manual_seed(0)
x = torch.randn(6)
m = torch.randn(3, 4)
one_dim(x)
one_dim(x.double())
multi_dim(m)
multi_dim(m.double())
helpers(m)

# Reading complex FFT results in script code: .real/.imag views (writes
# reach the complex tensor), view_as_real/view_as_complex, abs, angle,
# conj, torch.complex and torch.polar. TorchScript prints only the real
# part of a complex tensor, as PyTorch 1.13's C++ printer does.
import torch


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    return torch.round(x, decimals=4) + 0.0


@torch.jit.script
def views(x: torch.Tensor):
    y = torch.fft.rfft(x)
    print(y)
    print(r(y.real), r(y.imag), r(torch.real(y)), r(torch.imag(y)))
    print(r(y.abs()), r(torch.angle(y)), r(torch.abs(y) ** 2))
    c = torch.view_as_complex(torch.view_as_real(y))
    print(c.dtype, c.is_complex(), x.is_complex())
    im = y.imag
    im.zero_()
    print(r(torch.view_as_real(y)))
    z = torch.complex(x, 2 * x)
    print(z.dtype, r(torch.view_as_real(z.conj().resolve_conj())), z.is_conj())
    p = torch.polar(torch.ones(2, dtype=x.dtype), torch.tensor([0.0, 1.5707963267948966], dtype=x.dtype))
    print(r(torch.view_as_real(p)))
    print(r(torch.angle(torch.tensor([-2.0, 0.0, 3.0]))), torch.angle(torch.tensor([-1, 2])))
    print(r(y.real * 2), r(torch.fft.irfft(torch.fft.rfft(x), n=x.size(0))))


views(torch.tensor([1.0, -2.0, 3.0, 0.5, 4.0]))
views(torch.tensor([1.0, -2.0, 3.0, 0.5], dtype=torch.float64))

# cmath for phases and magnitudes of FFT-like coefficients computed by hand, checked against torch.
import cmath
import math
import torch

signal = [1.0, 2.0, 0.0, -1.0, 0.5, 0.25, -0.75, 1.5]
n = len(signal)
coeffs = [sum(x * cmath.exp(-2j * cmath.pi * k * t / n) for t, x in enumerate(signal)) for k in range(n)]
for k, c in enumerate(coeffs[:4]):
    mag, ph = cmath.polar(c)
    print(k, f"{c.real:.6f} {c.imag:.6f}", f"|c|={mag:.6f} phase={ph:.6f}", f"{abs(c):.6f}")
ref = torch.fft.fft(torch.tensor(signal, dtype=torch.float64))
print(all(abs(complex(ref[k].item()) - coeffs[k]) < 1e-9 for k in range(n)))

zs = [1 + 2j, -3 + 0.5j, 0.25 - 4j, -1 - 1j, 2.0, -2.0, 1e-3j, 0.9 + 0.3j]
for z in zs:
    print(z, cmath.sqrt(z), cmath.exp(z), cmath.log(z), cmath.log10(z), cmath.phase(z))
for z in zs:
    print(z, cmath.sin(z), cmath.cos(z), cmath.tan(z))
    print("  ", cmath.sinh(z), cmath.cosh(z), cmath.tanh(z))
    print("  ", cmath.asin(z), cmath.acos(z), cmath.atan(z))
    print("  ", cmath.asinh(z), cmath.acosh(z), cmath.atanh(z))
print(cmath.log(8, 2), cmath.log(1j, 1 + 1j), cmath.rect(2.0, math.pi / 4), cmath.rect(1, 0), cmath.polar(-1))
print(cmath.sqrt(-1), cmath.sqrt(-4.0), cmath.sqrt(0), cmath.exp(0), cmath.phase(-1.0), cmath.phase(complex(-1.0, -0.0)))
print(cmath.isclose(1 + 1j, 1 + 1.0000000001j), cmath.isclose(1j, 2j), cmath.isfinite(1 + 2j), cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nanj)
for f, arg in [(cmath.log, 0), (cmath.atanh, 1), (cmath.exp, 1000 + 0j)]:
    try:
        f(arg)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.asinh(1.5), math.acosh(2.0), math.atanh(0.5), math.exp2(10), math.cbrt(27.0), math.ldexp(0.75, 4))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.remainder(10, 3), math.dist((0, 0), (3, 4)), math.dist([1.5, 2.5, 3.5], [0, 0, 0]))
for f, arg in [(math.acosh, 0.5), (math.atanh, 1.0)]:
    try:
        f(arg)
    except ValueError as e:
        print("ValueError", e)

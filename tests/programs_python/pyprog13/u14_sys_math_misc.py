import sys
import math
import string
import textwrap
print(sys.maxsize == 2 ** 63 - 1, sys.version_info[0], type(sys.argv).__name__, sys.byteorder)
print(sys.float_info.epsilon, sys.float_info.max, sys.getrecursionlimit() > 100)
print(sys.int_info.bits_per_digit if hasattr(sys, "int_info") else 30)
print(math.pi, math.e, math.tau, math.sqrt(2), math.exp(1), math.atan2(1, 1), math.degrees(math.pi))
print(math.sin(0.5), math.cosh(1), math.erf(0.5), math.gamma(5), math.lgamma(10), math.prod([1, 2, 3, 4]))
print(math.dist([0, 0], [3, 4]), math.expm1(1e-10), math.log1p(1e-10), math.ldexp(1.5, 3), math.frexp(12.0), math.modf(-3.25))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:5], string.capwords("hello big world"))
print(textwrap.fill("The quick brown fox jumps over the lazy dog again and again", width=20))
print(textwrap.dedent("   a\n    b\n   c"), textwrap.shorten("Hello there world", width=12))
print(sys.intern("abc") == "abc", callable(sys.exit))
sys.stdout.write("written\n")
print("to stderr", file=sys.stderr)
print(*["a", "b"], sep="-", end="!\n")
print(sorted(k for k in sys.modules if k in ("sys", "math")))

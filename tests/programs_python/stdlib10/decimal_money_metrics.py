# decimal for exact accounting of compute costs and metric reporting with fixed rounding.
import decimal
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, ROUND_FLOOR, ROUND_CEILING, getcontext, localcontext
import torch

print(getcontext().prec, getcontext().rounding)
print(repr(getcontext()))
price_per_hour = Decimal("2.48")
hours = [Decimal("1.5"), Decimal("0.25"), Decimal("3.75")]
total = sum(h * price_per_hour for h in hours)
print(total, repr(total), total.quantize(Decimal("0.01")), total.quantize(Decimal("1."), rounding=ROUND_HALF_UP))
print(Decimal("1.30") + Decimal("1.20"), Decimal("1.1") + Decimal("2.2"), 1.1 + 2.2, Decimal(1) / Decimal(3), Decimal(2) / Decimal(8))
print(Decimal(0.1), Decimal("0.1"), Decimal(10), Decimal(-7), Decimal("-0"), Decimal("1e3"), Decimal("1E-7"), Decimal("123.4500"), Decimal("  42  "))
print(Decimal((0, (1, 4, 1, 4), -3)), Decimal("1.5").as_tuple(), Decimal("100").normalize(), Decimal("1.500").normalize(), Decimal("0.00").normalize())
acc = torch.tensor([0.91234, 0.87456, 0.93378])
for a in acc.tolist():
    d = Decimal(str(round(a, 5)))
    print(d, d.quantize(Decimal("0.001")), d.quantize(Decimal("0.01"), rounding=ROUND_DOWN), f"{d:.2%}", f"{d:.3f}")
for s in ["2.675", "2.665", "-2.675", "0.5", "1.5", "2.5", "-0.5"]:
    d = Decimal(s)
    print(s, d.quantize(Decimal("0.01")), d.quantize(Decimal("0.01"), ROUND_HALF_UP), round(d), round(d, 1),
          d.to_integral_value(ROUND_FLOOR), d.to_integral_value(ROUND_CEILING), int(d), float(d))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal("123456789") + 0, +Decimal("1.23456789"), Decimal(10) ** 10)
with localcontext() as ctx:
    ctx.prec = 40
    print(Decimal(1) / Decimal(7), Decimal(2).sqrt())
print(getcontext().prec, Decimal(1) / Decimal(7))
getcontext().prec = 28
print(Decimal(2).sqrt(), Decimal("0.0001").sqrt(), Decimal(16).sqrt(), Decimal(2) ** -2, Decimal("1.1") ** 3)
a, b = Decimal("7.5"), Decimal("2")
print(a // b, a % b, divmod(a, b), Decimal("-7.5") // b, Decimal("-7.5") % b, -a, abs(Decimal("-3.20")), a * 2, 3 - a, 2 / b)
print(a > b, a == Decimal("7.50"), a == 7.5, Decimal(1) == 1, Decimal("0.1") == 0.1, a < 10, max(a, b), min([a, b, Decimal("-1")]))
print(sorted([Decimal("1.10"), Decimal("1.1"), Decimal("-2"), Decimal("0.05")]), hash(Decimal("1.5")) == hash(1.5), hash(Decimal(7)) == hash(7))
print(Decimal("1234567.891").__format__(",.2f"), format(Decimal("1.5"), ".3e"), format(Decimal("-3.14159"), "+.3f"), format(Decimal("42"), ">8"), format(Decimal("0.25"), "%"))
print(Decimal("1.5").is_signed(), Decimal("-1.5").is_signed(), Decimal("0").is_zero(), Decimal("Infinity"), Decimal("-inf"), Decimal("NaN").is_nan(), Decimal("1.5").adjusted(), Decimal("1.5e10").adjusted())
print(str(Decimal("1E+2")), Decimal("0.000001"), Decimal("0.0000001"), Decimal("1E+2").to_eng_string(), Decimal(12345678901234567890123456789012345), Decimal("1.5").as_integer_ratio())
for bad in [lambda: Decimal("abc"), lambda: Decimal(1) / Decimal(0), lambda: Decimal(0) / Decimal(0), lambda: Decimal("1.5").quantize(Decimal("1e-30")), lambda: Decimal(-1).sqrt()]:
    try:
        bad()
    except decimal.DecimalException as e:
        print(type(e).__name__, e, isinstance(e, ArithmeticError))
try:
    Decimal(1) / Decimal(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError caught:", type(e).__name__)

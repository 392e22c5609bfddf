from functools import reduce
from operator import add

class Money:
    def __init__(self, cents):
        self.cents = int(cents)
    @classmethod
    def from_str(cls, s):
        whole, _, frac = s.partition(".")
        return cls(int(whole) * 100 + int((frac + "00")[:2]))
    def __add__(self, other):
        return Money(self.cents + (other.cents if isinstance(other, Money) else int(other)))
    __radd__ = __add__
    def __mul__(self, k):
        return Money(round(self.cents * k))
    def __lt__(self, other):
        return self.cents < other.cents
    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents
    def __hash__(self):
        return hash(self.cents)
    def __repr__(self):
        return f"Money({self.cents})"
    def __str__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"
    def __format__(self, spec):
        return format(str(self), spec)
    def __bool__(self):
        return self.cents != 0

items = {"apple": Money.from_str("0.5"), "pear": Money.from_str("1.25"), "melon": Money.from_str("3")}
cart = [("apple", 4), ("pear", 2), ("melon", 1)]
lines = [(name, qty, items[name] * qty) for name, qty in cart]
for name, qty, cost in lines:
    print(f"{name:<8}{qty:>3} {cost:>8}")
total = sum(cost for _, _, cost in lines)
print("total", total, repr(total), reduce(add, [c for *_, c in lines]) == total)
print(sorted(items.values()), max(items, key=items.get), min(items.values()))
print(bool(Money(0)), len({Money(5), Money(5), Money(6)}), Money(150) * 1.5)
print(f"[{Money(99):^10}]", str(Money(5)), "%s" % Money(1234))

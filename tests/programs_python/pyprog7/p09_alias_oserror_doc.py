# PEP 585 generic aliases, OSError errno subclasses and class docstrings.
from typing import Dict, List
import errno


def total(xs: list[int], weights: dict[str, float] = None) -> tuple[int, ...]:
    return (sum(xs),)


print(list[int], dict[str, list[int]], tuple[int, ...], type[int], set[str], frozenset[int])
alias = list[int]
print(alias.__origin__ is list, alias.__args__, alias((1, 2)), alias == list[int], alias == list[str])
print(total.__annotations__["xs"], total([1, 2, 3]))
try:
    isinstance([], list[int])
except TypeError as e:
    print("TypeError:", e)
print(List[int], Dict[str, int])

for code in (errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EISDIR, 99999):
    e = OSError(code, "msg")
    print(type(e).__name__, isinstance(e, OSError), e.args, str(e))
try:
    raise OSError(errno.ENOENT, "No such file or directory", "missing.txt")
except FileNotFoundError as e:
    print("caught", type(e).__name__, e)
print(type(OSError("plain")).__name__, type(FileNotFoundError(13, "x")).__name__)


class Base:
    """Base docstring."""


class Child(Base):
    pass


class Documented(Base):
    """Child docstring."""
    x = 1


print(Base.__doc__, Child.__doc__, Documented.__doc__, Base().__doc__, Child().__doc__)
print(type("Dyn", (), {}).__doc__, "__doc__" in Child.__dict__)

from typing import Any, Callable, Dict, Generic, List, NamedTuple, Optional, Sequence, Tuple, TypeVar, Union
import typing
import torch

T = TypeVar("T")


class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item


class Sample(NamedTuple):
    x: torch.Tensor
    label: int
    weight: float = 1.0


def apply(fn: Callable[[torch.Tensor], torch.Tensor], xs: Sequence[torch.Tensor]) -> List[torch.Tensor]:
    return [fn(x) for x in xs]


def maybe(v: Optional[int] = None) -> Union[int, str]:
    return "none" if v is None else v * 2


b = Box[int](3)
print(b.get(), Box("s").get())
s = Sample(torch.ones(2), 1)
print(s.label, s.weight, s._fields, Sample._field_defaults, s._replace(label=2).label)
print(apply(torch.neg, [torch.tensor(1.0), torch.tensor(-2.0)]), maybe(), maybe(4))
print(apply.__annotations__["return"], maybe.__annotations__)
print(Optional[int], List[Dict[str, int]], Tuple[int, ...], Union[int, None])
print(typing.get_type_hints(maybe) == maybe.__annotations__ or True)
print(isinstance([1], typing.List) if False else isinstance([1], list), isinstance({}, typing.Mapping), isinstance((), typing.Sequence))
print(isinstance(len, typing.Callable), isinstance(3, typing.Hashable), isinstance([], typing.Hashable), isinstance(iter([]), typing.Iterator))
x: int = 5
y: List[float] = []
print(__annotations__ if False else x, y)


def f(a: "torch.Tensor", *args: int, key: str = "k", **kw: Any) -> None:
    pass


print(sorted(f.__annotations__))

from typing import Dict, List, Optional, Tuple, Union, Callable, TypeVar, Generic, Iterator, Any
import torch

T = TypeVar("T")

class Registry(Generic[T]):
    def __init__(self) -> None:
        self._items: Dict[str, T] = {}
    def add(self, name: str, item: T) -> "Registry[T]":
        self._items[name] = item
        return self
    def get(self, name: str) -> Optional[T]:
        return self._items.get(name)
    def __iter__(self) -> Iterator[Tuple[str, T]]:
        return iter(sorted(self._items.items()))

reg: Registry[Callable[[torch.Tensor], torch.Tensor]] = Registry()
reg.add("double", lambda t: t * 2).add("neg", torch.neg)
for name, fn in reg:
    print(name, fn(torch.tensor([1.0, -2.0])))
print(reg.get("missing"), Registry[int], Registry.__mro__[-2] if len(Registry.__mro__) > 2 else "")
def pad(xs: List[List[int]], value: int = 0) -> torch.Tensor:
    n = max(map(len, xs))
    return torch.tensor([x + [value] * (n - len(x)) for x in xs])
print(pad([[1], [2, 3, 4], []]))
def describe(x: Union[int, str, torch.Tensor]) -> str:
    if isinstance(x, torch.Tensor):
        return f"Tensor{list(x.shape)}"
    return type(x).__name__
print([describe(v) for v in (1, "a", torch.zeros(2, 1))])
print(pad.__annotations__)
print(Optional[int], Union[int, None], List[int], Dict[str, List[float]], Tuple[int, ...], Callable[[int], str])
import typing
print(typing.get_type_hints(describe))

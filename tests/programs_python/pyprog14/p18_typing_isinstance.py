from typing import List, Dict, Optional, Union, Tuple, Any, Callable, TypeVar, Generic, get_type_hints
import typing
import torch

try:
    isinstance([], List[int])
except TypeError as e:
    print("TypeError:", e)
print(isinstance([], typing.List), isinstance({}, typing.Dict), isinstance(3, Union[int, str]), isinstance(None, Optional[int]))
print(isinstance(3, int | str), isinstance(3.0, (int, str)))
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]), typing.get_origin(Optional[int]) is Union, typing.get_args(Optional[int]))
print(List[int], Optional[torch.Tensor], Tuple[int, ...], Dict[str, List[float]])
T = TypeVar("T")


class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item


b = Box[int](3)
print(b.get(), isinstance(b, Box), Box[int].__origin__ is Box, T)


def fn(x: int, y: Optional[str] = None) -> List[int]:
    return [x]


print(fn.__annotations__)
print(get_type_hints(fn))


class Cfg:
    lr: float
    layers: List[int] = []


print(Cfg.__annotations__, typing.TYPE_CHECKING)
Alias = Dict[str, Tuple[int, int]]
print(Alias, Alias.__args__)
print(callable(fn), isinstance(fn, Callable))
print(typing.cast(int, "x"), typing.Any)
from typing import Literal, Final
Mode = Literal["train", "eval"]
print(Mode, typing.get_args(Mode))
print(isinstance(torch.tensor(1), torch.Tensor), isinstance(torch.nn.Parameter(torch.ones(1)), torch.Tensor), type(torch.nn.Parameter(torch.ones(1))).__name__)
print(isinstance(torch.float32, torch.dtype), isinstance(torch.Size([1]), tuple), isinstance(True, int), type(True) is int)

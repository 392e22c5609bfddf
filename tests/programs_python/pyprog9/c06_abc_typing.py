# abc abstract classes, typing constructs at run time, NamedTuple/TypedDict/Protocol, Generic.
from abc import ABC, abstractmethod
from typing import (Any, Callable, Dict, Generic, List, NamedTuple, Optional, Protocol, Tuple,
                    TypeVar, TypedDict, Union, Iterator, Sequence)
import typing


class Layer(ABC):
    @abstractmethod
    def forward(self, x):
        ...

    @property
    @abstractmethod
    def name(self) -> str:
        ...

    def __call__(self, x):
        return self.forward(x)


class Double(Layer):
    def forward(self, x):
        return 2 * x

    @property
    def name(self):
        return "double"


class Half(Layer):
    def forward(self, x):
        return x / 2


print(Double()(21), Double().name, isinstance(Double(), Layer), issubclass(Double, ABC))
try:
    Layer()
except TypeError as e:
    print("TypeError:", e)
try:
    Half()
except TypeError as e:
    print("TypeError:", e)


class Employee(NamedTuple):
    name: str
    id: int = 3

    def badge(self) -> str:
        return f"{self.name}#{self.id}"


e = Employee("guido")
print(e, e.badge(), e._fields, Employee._field_defaults, e._replace(id=9))


class Movie(TypedDict):
    name: str
    year: int


m: Movie = {"name": "Blade Runner", "year": 1982}
print(m, type(m).__name__, Movie.__annotations__ if hasattr(Movie, "__annotations__") else None)

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.items, type(s).__name__)


class SupportsClose(Protocol):
    def close(self) -> None:
        ...


class Resource:
    def close(self) -> None:
        print("closed")


def shutdown(r: SupportsClose) -> None:
    r.close()


shutdown(Resource())


def apply(f: Callable[[int], int], xs: Sequence[int]) -> List[int]:
    return [f(x) for x in xs]


print(apply(lambda v: v * v, (1, 2, 3)), apply.__annotations__["xs"])
print(typing.get_type_hints(apply)["return"], Optional[int] == Union[int, None])
print(typing.get_origin(List[int]) is list, typing.get_args(Dict[str, float]), typing.get_args(Optional[str]))
print(Union[int, str], Tuple[int, ...], Callable[..., Any])


def gen() -> Iterator[int]:
    yield from range(3)


print(list(gen()), typing.TYPE_CHECKING)
x: int = "not checked"
print(x, __annotations__["x"] if "__annotations__" in globals() else None)

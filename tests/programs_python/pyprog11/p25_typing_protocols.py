from typing import Dict, List, NamedTuple, Optional, Tuple, Union, Callable, Iterator, TypeVar, Generic
from collections import OrderedDict, defaultdict, deque, namedtuple
import torch

T = TypeVar("T")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []
    def push(self, item: T) -> None:
        self._items.append(item)
    def pop(self) -> T:
        return self._items.pop()
    def __len__(self) -> int:
        return len(self._items)
    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

s: Stack[torch.Tensor] = Stack()
for i in range(3):
    s.push(torch.full((2,), float(i)))
print(len(s), [t.tolist() for t in s])
print(s.pop(), len(s))

class Batch(NamedTuple):
    inputs: torch.Tensor
    targets: torch.Tensor
    weight: float = 1.0

b = Batch(torch.zeros(2, 3), torch.ones(2))
print(b.weight, b._fields, b.inputs.shape)
b2 = b._replace(weight=0.5)
print(b2.weight, b2._asdict().keys())
inputs, targets, w = b2
print(inputs.sum().item(), targets.tolist(), w)

Point = namedtuple("Point", ["x", "y"], defaults=[0])
print(Point(1), Point(1, 2)._asdict(), Point._make([3, 4]))

def apply(fn: Callable[[torch.Tensor], torch.Tensor], xs: List[torch.Tensor]) -> List[torch.Tensor]:
    return [fn(x) for x in xs]
print(apply(torch.neg, [torch.tensor(1.0), torch.tensor(-2.0)]))

def parse(v: Union[int, str, None]) -> Optional[int]:
    if v is None:
        return None
    return int(v)
print(parse("12"), parse(None), parse(7))

dd: Dict[str, List[int]] = defaultdict(list)
for word in "apple avocado banana blueberry cherry".split():
    dd[word[0]].append(len(word))
print(dict(dd))
od = OrderedDict([("b", 2), ("a", 1)])
od.move_to_end("b")
od["c"] = 3
print(od, list(od.items())[0], od.popitem(last=False))
dq = deque(maxlen=3)
for i in range(5):
    dq.append(i)
print(dq, dq[0], sum(dq))
dq.rotate(1)
print(list(dq), dq.maxlen)
print(parse.__annotations__)
print(Stack.__orig_bases__ if hasattr(Stack, "__orig_bases__") else None)

# list(x) of anything a for loop iterates: PyTorch keeps aten::list for a
# list or str and desugars the rest to [_elem for _elem in x].
import torch
from typing import Dict, List, Tuple


@torch.jit.script
def listings(d: Dict[str, int], t: Tuple[int, int, int], x: torch.Tensor, words: List[str]):
    keys = list(d)
    items = list(d.items())
    values = list(t)
    rows = list(x)
    count = list(range(2, 8, 2))
    pairs = list(enumerate(words, 1))
    zipped = list(zip(words, [1.5, 2.5]))
    letters = list("abc")
    copy = list(words)
    copy.append("z")
    return keys, items, values, rows, count, pairs, zipped, letters, copy, words


print(listings({"x": 1, "y": 2}, (4, 5, 6), torch.arange(4).reshape(2, 2), ["p", "q"]))


@torch.jit.script
def shown(d: Dict[int, float]) -> List[int]:
    return list(d)


print(shown.code)

import torch
from typing import List


@torch.jit.script
def fm(a: int, b: str, c: float, xs: List[int]) -> List[str]:
    return [
        "{} and {}".format(a, b),
        "{}{}{}".format(c, xs, a),
        "x={}".format(torch.tensor([1.5])),
        "{}".format(None),
        "[{}]".format((1, "q")),
        "no fields".format(),
    ]


for s in fm(3, "bee", 0.5, [1, 2]):
    print(s)

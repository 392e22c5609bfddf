import torch
from typing import Any, Dict, List, Optional, Tuple
from math import inf


class M(torch.nn.Module):
    def forward(self, *, n_tokens: int, device_name: str):
        return n_tokens, device_name


sm = torch.jit.script(M())
print(sm(n_tokens=3, device_name="hello"))
for call in [lambda: sm(), lambda: sm(3, "hello")]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, "|", str(e).replace(__file__, "<file>").splitlines()[0])


@torch.jit.script
def refine_any(x: Any) -> str:
    if isinstance(x, str):
        return x
    return "foo"


print(refine_any(1), refine_any("bar"))


@torch.jit.script
def if_any(inp: torch.Tensor) -> Any:
    if inp.shape[0] == 1:
        return inp * inp
    else:
        return "str"


print(if_any(torch.tensor([3.0])), if_any(torch.zeros(2)))


@torch.jit.script
def get_inf() -> float:
    return inf


print(get_inf(), get_inf.code)


@torch.jit.script
def futs(x: Tuple[int, int, torch.jit.Future[int]]) -> Tuple[int, torch.jit.Future[int]]:
    return x[0], x[2]


print(futs.code)


def expects_intlist(x: List[int]):
    x.append(3)
    return x


@torch.jit.script
def literal_infer():
    return expects_intlist([])


print(literal_infer())
print(literal_infer.code)

import torch
from typing import Dict, List, Optional, Tuple, Union


@torch.jit.script
def kind(x: Union[int, str, List[int], Dict[str, int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x * 2)
    elif isinstance(x, str):
        return "str " + x.upper()
    elif isinstance(x, list):
        return "list " + str(sum(x))
    else:
        return "dict " + str(len(x))


@torch.jit.script
def opt_union(x: Optional[Union[int, float]]) -> float:
    if x is None:
        return -1.0
    if isinstance(x, int):
        return float(x) + 0.5
    return x


@torch.jit.script
def union_return(flag: int) -> Union[int, str, Tuple[int, int]]:
    if flag == 0:
        return 1
    elif flag == 1:
        return "one"
    return (2, 3)


print(kind(3), kind("ab"), kind([1, 2, 3]), kind({"a": 1, "b": 2}))
print(opt_union(None), opt_union(2), opt_union(2.25))
print(union_return(0), union_return(1), union_return(2))
print(kind.graph.inputs().__next__().type())
print(union_return.graph.outputs().__next__().type())

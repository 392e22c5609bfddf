# Refinements (`is not None`, isinstance) are assignments in PyTorch's IR: the
# cast lives in the branch that refines and leaves the If as an output, also
# from asserts, `and`/`or` operands and conditional expressions.
import torch
from typing import Optional, Union, List


@torch.jit.script
def assert_both(x: Optional[torch.Tensor], y: Optional[torch.Tensor], b: bool):
    if b:
        assert x is not None and y is not None, "nope"
        return x + y
    assert x is not None
    return x


@torch.jit.script
def refined_in_one_branch(x: Optional[torch.Tensor], b: bool):
    if x is not None:
        y = 1
    else:
        y = 2
    return x, y


@torch.jit.script
def early_return(x: Optional[torch.Tensor]):
    if x is None:
        return 0
    return x.sum().item()


@torch.jit.script
def and_chain(x: Optional[int], z: Optional[int]):
    if x is not None and z is not None:
        return x + z
    return 0


@torch.jit.script
def or_chain(x: Optional[int], z: Optional[int]):
    if x is None or z is None:
        return -1
    return x * z


@torch.jit.script
def conditional_expression(x: Optional[int]):
    y = x if x is not None else 0
    return x, y


@torch.jit.script
def isinstance_branches(v: Union[int, str, List[int]]):
    if isinstance(v, int):
        r = v + 1
    elif isinstance(v, str):
        r = len(v)
    else:
        r = sum(v)
    return r


for f in [assert_both, refined_in_one_branch, early_return, and_chain, or_chain,
          conditional_expression, isinstance_branches]:
    print(f.code)
print(assert_both(torch.ones(2), torch.ones(2), True), assert_both(torch.zeros(1), None, False))
print(refined_in_one_branch(None, True), early_return(torch.ones(3)), early_return(None))
print(and_chain(2, 3), and_chain(None, 3), or_chain(4, 5), or_chain(4, None))
print(conditional_expression(None), conditional_expression(7))
print(isinstance_branches(3), isinstance_branches("abc"), isinstance_branches([1, 2, 3]))
try:
    assert_both(None, None, True)
except Exception as e:
    print(type(e).__name__)

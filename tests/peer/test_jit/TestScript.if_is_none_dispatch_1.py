import torch

@torch.jit.script
def test_lhs_none_rhs_none():
    if None is None:
        return 1
    elif None is not None:
        return 2
    else:
        return 3
print(str(test_lhs_none_rhs_none.graph).count(': int = prim::Constant') == 1)

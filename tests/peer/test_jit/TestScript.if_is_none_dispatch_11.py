import torch

@torch.jit.script
def test_lhs_none_rhs_none():
    if None is None:
        return 1
    elif None is not None:
        return 2
    else:
        return 3

@torch.jit.script
def test_lhs_opt_rhs_none(lhs=None):
    # type: (Optional[Tensor]) -> int
    if lhs is not None:
        return 2
    elif lhs is None:
        return 1
    else:
        return 3

@torch.jit.script
def test_lhs_none_rhs_opt(rhs=None):
    # type: (Optional[Tensor]) -> int
    if None is rhs:
        return 1
    elif None is not rhs:
        return 2
    else:
        return 3

@torch.jit.script
def test_lhs_never_rhs_none(lhs):
    if lhs is None:
        return 1
    elif lhs is not None:
        return 2
    else:
        return 3

@torch.jit.script
def test_lhs_none_rhs_never(rhs):
    if None is rhs:
        return 1
    elif None is not rhs:
        return 2
    else:
        return 3

@torch.jit.script
def test_bool_arith_and(lhs):
    if lhs is None and lhs is not None:
        return 1
    else:
        return 2
print(test_bool_arith_and(torch.zeros(3)))

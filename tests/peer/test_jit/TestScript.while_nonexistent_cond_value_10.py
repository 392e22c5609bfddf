import torch

@torch.jit.script
def test_ternary(x):
    # type: (Optional[int]) -> int
    x = x if x is not None else 2
    return x

@torch.jit.script
def test_not_none(x):
    # type: (Optional[int]) -> None
    if x is not None:
        print(x + 1)

@torch.jit.script
def test_and(x, y):
    # type: (Optional[int], Optional[int]) -> None
    if x is not None and y is not None:
        print(x + y)

@torch.jit.script
def test_not(x, y):
    # type: (Optional[int], Optional[int]) -> None
    if not (x is not None and y is not None):
        pass
    else:
        print(x + y)

@torch.jit.script
def test_bool_expression(x):
    # type: (Optional[int]) -> None
    if x is not None and x < 2:
        print(x + 1)

@torch.jit.script
def test_nested_bool_expression(x, y):
    # type: (Optional[int], Optional[int]) -> int
    if x is not None and x < 2 and (y is not None):
        x = x + y
    else:
        x = 5
    return x + 2

@torch.jit.script
def test_or(x, y):
    # type: (Optional[int], Optional[int]) -> None
    if y is None or x is None:
        pass
    else:
        print(x + y)

@torch.jit.script
def test_manual_unwrap_opt(x):
    # type: (Optional[int]) -> int
    if x is None:
        x = 1
    else:
        x = torch.jit._unwrap_optional(x)
    return x

@torch.jit.script
def and_error(x, y):
    # type: (Optional[int], Optional[int]) -> None
    if x is None and y is None:
        pass
    else:
        print(x + y)

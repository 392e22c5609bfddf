import torch

def none_stmt(x):
    output = None
    output = x
    return output

def none_args(x):

    # type: (Optional[Tensor]) -> Optional[Tensor]
    return None

def test_script_optional_tensor_none(x=None):

    # type: (Optional[Tensor]) -> Tensor
    res = torch.zeros(1, dtype=torch.int8)
    if x is None:
        res = res + 1
    else:
        res = x
    return res
fn = test_script_optional_tensor_none
scripted_fn = torch.jit.script(fn)

def test_script_optional_other_none(x=None):

    # type: (Optional[float]) -> float
    res = 2.0
    if x is None:
        res = res + 1.0
    else:
        res = x
    return res
fn = test_script_optional_other_none
scripted_fn = torch.jit.script(fn)
print(fn(1.0))

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
print(fn(torch.zeros(1)))

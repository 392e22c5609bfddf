import torch

outer_var = torch.tensor(20)
outer_var2 = torch.tensor(30)
a = torch.tensor(0.5)
b = torch.tensor(10)

@torch.jit.script
def simple_fn(x, a=a, b=b, c=outer_var + outer_var2):
    return x + a + b + c
outer_c = torch.tensor(9)
outer_flag = torch.tensor(False)

@torch.jit.script
def bool_fn(x, a=outer_c, flag=outer_flag):
    if bool(flag):
        result = x
    else:
        result = x + a
    return result

@torch.jit.script
def none_fn(x=None):
    # type: (Optional[int]) -> Optional[int]
    return x
print(none_fn(1))

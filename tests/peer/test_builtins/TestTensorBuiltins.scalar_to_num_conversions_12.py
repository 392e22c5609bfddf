import torch

@torch.jit.script
def multiple_defs(x):
    c = 1
    x = x + c
    return x

@torch.jit.script
def tensor_to_int_script(x, tensor):
    return x.unsqueeze(tensor)

def tensor_to_int(x, tensor):
    return x.unsqueeze(tensor)

@torch.jit.script
def tensor_to_float_script(x, tensor):
    return x.addcmul(tensor, tensor, value=tensor)

def tensor_to_float(x, tensor):
    return x.addcmul(tensor, tensor, value=tensor)
x = torch.zeros(10)
tensors = [torch.tensor(1.1), torch.tensor(1.1, requires_grad=True), torch.tensor(0), torch.tensor([2])]
script_funs = [tensor_to_int_script, tensor_to_float_script]
funs = [tensor_to_int, tensor_to_float]

def test_func(func, x, tensor):
    try:
        result = func(x, tensor)
    except RuntimeError as e:
        result = True
    except TypeError as e:
        result = True
    return result
for tensor in tensors:
    for i in range(len(script_funs)):
        print(test_func(script_funs[i], x, tensor))

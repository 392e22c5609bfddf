import torch

def python_list_op(lst):
    # type: (List[Tensor]) -> Tensor
    return lst[0]

def fn(lst):

    # type: (List[Tensor]) -> Tensor
    return python_list_op(lst)
print(torch.jit.script(fn)([torch.ones(2) + 2, torch.ones(2)]))

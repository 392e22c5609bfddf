import torch

@torch.jit.script
def test_all_tensor(x):
    return all(x)

@torch.jit.script
def test_all_bool_list(x):
    # type: (List[bool]) -> bool
    return all(x)

@torch.jit.script
def test_all_int_list(x):
    # type: (List[int]) -> bool
    return all(x)
print(test_all_int_list([2, 0]))

import torch

@torch.jit.script
def test_all_tensor(x):
    return all(x)

@torch.jit.script
def test_all_bool_list(x):
    # type: (List[bool]) -> bool
    return all(x)
print(test_all_bool_list([False, 0]))

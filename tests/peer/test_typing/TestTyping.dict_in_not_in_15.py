import torch

def test_in_dict(x):
    # type: (Dict[str, int]) -> bool
    return 'hi' in x

@torch.jit.script
def a():
    print('a')
    return 3

@torch.jit.script
def b():
    print('b')
    return {3: 2, 4: 1}

@torch.jit.script
def fn():
    return a() in b()

def test_not_in_dict(a):

    # type: (Dict[str, int]) -> bool
    if 'hello' not in a:
        return False
    else:
        return True

def test_dict_tensor_key(a, t):

    # type: (Dict[Tensor, int], Tensor) -> bool
    if t in a:
        return True
    else:
        return False
inp1 = torch.tensor(3)
inp2 = torch.tensor(5)
dict_a = {inp1: 1, inp2: 3}
print(torch.jit.script(test_dict_tensor_key)(dict_a, torch.tensor(4)))

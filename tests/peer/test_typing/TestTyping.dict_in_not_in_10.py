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
print(torch.jit.script(test_not_in_dict)({'world': 2}))

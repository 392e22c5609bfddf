import torch

def fn(string):
    # type: (str) -> List[str]
    return list(string)
print(torch.jit.script(fn)('abcdefgh'))

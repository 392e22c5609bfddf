import torch

def fn(x):
    # type: (str) -> int
    return ord(x)

def index_str_to_tensor(s):

    # type: (str) -> Tensor
    return torch.tensor(ord(s))
s = u'£'.encode('utf8')[:1]
print(torch.jit.script(index_str_to_tensor)(s))

import torch

def fn(real, img):
    return torch.complex(real, img)

def fn_out(real, img, out):
    return torch.complex(real, img, out=out)
print(torch.jit.script(fn)(torch.zeros(1, 6), torch.ones(6, 1)))

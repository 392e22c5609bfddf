import torch

def fn(real, img):
    return torch.complex(real, img)

def fn_out(real, img, out):
    return torch.complex(real, img, out=out)
print(torch.jit.script(fn)(torch.empty(3, 4), torch.empty(3, 4)))

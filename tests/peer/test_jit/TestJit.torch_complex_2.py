import torch

torch.manual_seed(0)

def fn(real, img):
    return torch.complex(real, img)

def fn_out(real, img, out):
    return torch.complex(real, img, out=out)
print(torch.jit.script(fn)(torch.rand(3, 4), torch.rand(3, 4)))

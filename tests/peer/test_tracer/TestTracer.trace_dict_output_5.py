import torch
import torch.nn as nn

torch.manual_seed(0)

class TraceDictStrTensor(torch.nn.Module):

    def forward(self, a, b):
        return {'a': a, 'b': b}

class TraceDictTensorTensor(torch.nn.Module):

    def forward(self, a, b):
        return {a: b, b: a}
x = (torch.rand(3), torch.rand(3))
traced_dict_str_mod = torch.jit.trace(TraceDictStrTensor(), x, strict=False)
print(traced_dict_str_mod(*x))

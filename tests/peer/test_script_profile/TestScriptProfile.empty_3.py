import torch

p = torch.jit._ScriptProfile()
p.enable()
p.disable()
print(p.dump_string())

import torch

torch.manual_seed(0)

@torch.jit.script
def get_element_size_script(x):
    return x.element_size()
x = torch.rand(3, 4)
element_size = get_element_size_script(x)
print(x.element_size())

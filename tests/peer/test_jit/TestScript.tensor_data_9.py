import torch

torch.manual_seed(0)

x = torch.randn(3, 4, requires_grad=True)
y = torch.randn(4, 5)

def f_data(x):
    return x.data
scripted_f_data = torch.jit.script(f_data)
scripted_x = scripted_f_data(x)
scripted_y = scripted_f_data(y)
print(scripted_x.requires_grad)

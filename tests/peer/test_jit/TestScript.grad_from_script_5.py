import torch

def test():
    a = torch.tensor(2.5, requires_grad=True)
    b = a * 2
    return (a, b)
a, b = test()
b.backward()
a_script, b_script = torch.jit.script(test)()
b_script.backward()
print(a.grad)

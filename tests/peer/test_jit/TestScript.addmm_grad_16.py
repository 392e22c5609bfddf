import torch

torch.manual_seed(0)

@torch.jit.script
def addmm_grad_test(b, x, w):
    return torch.addmm(b, x, w)
w_init = torch.rand(2, 5)
b_init = torch.rand(5)
x = torch.rand(3, 2)
b = b_init.clone()
b.requires_grad_()
w = w_init.clone()
w.requires_grad_()
y = addmm_grad_test(b, x, w)
y.sum().backward()
b_ref = b_init.clone()
b_ref.requires_grad_()
w_ref = w_init.clone()
w_ref.requires_grad_()
y_ref = torch.addmm(b_ref, x, w_ref)
y_ref.sum().backward()
print(w.grad)

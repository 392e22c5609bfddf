import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
y = w * 2
y[0] = 0.0
print(y)
w[0] = 0.0
print("not reached")

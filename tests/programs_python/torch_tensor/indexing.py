import torch

t = torch.arange(24).reshape(2, 3, 4)
print(t[0])
print(t[1, 2])
print(t[0, :, 1])
print(t[:, 1:3, ::2])
print(t[..., -1])
print(t[None, 0].shape)
print(t[:, None, :, None].shape)
print(t[0, [0, 2]])
mask = t[0] > 5
print(mask)
print(t[0][mask])
idx = torch.tensor([1, 0])
print(t[idx].shape)
print(t[0, 1, 2].item())

x = torch.zeros(3, 4)
x[0] = 1
x[1, 2] = 5.0
x[:, 3] = torch.tensor([7.0, 8.0, 9.0])
x[x > 6] = -1
print(x)
for row in torch.eye(2):
    print(row)
try:
    t[5]
except IndexError as e:
    print("IndexError:", e)

import torch
x = torch.ones(3)
for v in [torch.ones(2, 3), torch.ones(3), torch.ones(1, 1), torch.ones(2)]:
    try:
        x[0] = v
        print("ok", x)
    except RuntimeError as e:
        print(e)
y = torch.ones(2, 3)
for v in [torch.ones(2, 3), torch.ones(4), torch.ones(1, 3, 1)]:
    try:
        y[0] = v
        print("ok")
    except RuntimeError as e:
        print(e)
    try:
        y[:, 0:1] = v
        print("ok")
    except RuntimeError as e:
        print(e)
# Advanced indexing goes through index_put_, whose message is broadcasting's.
z = torch.zeros(4)
try:
    z[torch.tensor([0, 1])] = torch.ones(3)
except RuntimeError as e:
    print(e)
z[1:3] = torch.tensor([[5.0, 6.0]])
print(z)

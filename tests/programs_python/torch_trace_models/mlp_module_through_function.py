import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        layers = []
        for a, b in zip(sizes[:-1], sizes[1:]):
            layers.append(nn.Linear(a, b))
            layers.append(nn.Tanh())
        self.net = nn.Sequential(*layers[:-1])

    def forward(self, x):
        return self.net(x).softmax(dim=-1)


torch.manual_seed(1)
model = MLP([4, 8, 3]).eval()
# the weights are not inputs of a traced function: they become constants,
# which must not require grad
for p in model.parameters():
    p.requires_grad_(False)


def predict(x):
    return model(x).argmax(dim=-1), model(x)


traced = torch.jit.trace(predict, (torch.randn(5, 4),))
print(traced.code)
x = torch.randn(6, 4)
labels, probs = traced(x)
print(labels)
print(torch.allclose(probs, model(x)))
print(torch.allclose(probs.sum(dim=1), torch.ones(6)))

model.net[0].weight.requires_grad_(True)
try:
    torch.jit.trace(predict, (torch.randn(5, 4),))
except RuntimeError as e:
    print(str(e).splitlines()[0])

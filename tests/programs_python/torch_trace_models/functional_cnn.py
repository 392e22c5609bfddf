import torch
import torch.nn.functional as F


def show(graph):
    for line in str(graph).splitlines():
        code, sep, loc = line.partition(" # ")
        print(code + sep + loc.rsplit("/", 1)[-1] if sep else line)


def lenet_features(x, w1, b1, w2, b2):
    # a LeNet-style feature extractor with its weights passed in
    x = F.max_pool2d(F.relu(F.conv2d(x, w1, b1)), 2)
    x = F.max_pool2d(F.relu(F.conv2d(x, w2, b2, padding=1)), 2)
    return torch.flatten(x, 1)


torch.manual_seed(0)
w1, b1 = torch.randn(4, 1, 3, 3) * 0.5, torch.zeros(4)
w2, b2 = torch.randn(6, 4, 3, 3) * 0.5, torch.full((6,), 0.1)
example = torch.randn(2, 1, 10, 10)
traced = torch.jit.trace(lenet_features, (example, w1, b1, w2, b2))
# (PyTorch records conv2d as aten::_convolution: the graph is not compared)
print([n for n in str(traced.graph).splitlines() if n.startswith("graph(") or n.startswith("      %")])
x = torch.randn(2, 1, 10, 10)
out = traced(x, w1, b1, w2, b2)
print(out.shape)
print(torch.allclose(out, lenet_features(x, w1, b1, w2, b2)))
print(torch.round(out[0, :6] * 1000) / 1000)

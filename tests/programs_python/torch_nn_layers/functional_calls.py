# torch.nn.functional called directly from Python-level code, including
# arguments PyTorch accepts as Python values (an int scale_factor, tuples).
import torch
import torch.nn.functional as F

torch.manual_seed(0)
img = torch.arange(16.0).reshape(1, 1, 4, 4)
print(F.interpolate(img[:, :, :2, :2], scale_factor=2))
print(F.interpolate(img, size=(2, 2), mode="bilinear", align_corners=False))
print(F.interpolate(img, scale_factor=0.5, mode="area"))
print(F.pad(img[0, 0, :2, :2], (1, 1)), F.pad(img, (1, 0, 0, 1), mode="reflect").shape)
print(F.normalize(torch.tensor([[3.0, 4.0], [1.0, 0.0]]), dim=1))
print(F.one_hot(torch.tensor([2, 0]), num_classes=4))
print(F.embedding(torch.tensor([2, 0]), torch.arange(6.0).reshape(3, 2)))
print(F.layer_norm(img[0, 0], (4,)))
print(F.max_pool2d(img, 2), F.avg_pool2d(img, kernel_size=2, stride=1).shape)
print(F.adaptive_avg_pool2d(img, (1, 2)))
print(F.conv2d(img, torch.ones(2, 1, 3, 3), padding=1).shape)
x = torch.randn(2, 5)
print(F.softmax(x, dim=-1).sum(dim=1), F.log_softmax(x, 1).exp().sum(1))
print(F.gelu(x, approximate="tanh")[0], F.silu(x)[1], F.mish(x)[0, :2])
print(F.leaky_relu(x, 0.2)[0], F.hardtanh(x, -0.5, 0.5)[1])
print(F.dropout(x, p=0.5, training=False) is x or torch.equal(F.dropout(x, p=0.5, training=False), x))
print(F.cosine_similarity(x, x.flip(0)))
print(F.binary_cross_entropy(torch.sigmoid(x), torch.ones(2, 5)))
print(F.cross_entropy(x, torch.tensor([1, 3]), label_smoothing=0.1))
print(F.smooth_l1_loss(x, torch.zeros(2, 5), beta=0.5), F.l1_loss(x, torch.zeros(2, 5), reduction="sum"))
print(F.unfold(img, kernel_size=2, stride=2).shape)
print(F.pixel_shuffle(torch.arange(8.0).reshape(1, 4, 1, 2), 2))

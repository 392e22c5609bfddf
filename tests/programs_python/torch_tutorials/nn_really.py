import math
import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
n, d, c = 64, 16, 4
x_train = torch.randn(n, d)
y_train = (x_train[:, :c].argmax(1))
x_valid, y_valid = torch.randn(32, d), torch.randint(0, c, (32,))

weights = torch.randn(d, c) / math.sqrt(d)
weights.requires_grad_()
bias = torch.zeros(c, requires_grad=True)


def log_softmax(x):
    return x - x.exp().sum(-1).log().unsqueeze(-1)


def model(xb):
    return log_softmax(xb @ weights + bias)


def nll(input, target):
    return -input[range(target.shape[0]), target].mean()


def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()


bs, lr = 16, 0.5
for epoch in range(2):
    for i in range((n - 1) // bs + 1):
        start_i = i * bs
        xb, yb = x_train[start_i:start_i + bs], y_train[start_i:start_i + bs]
        loss = nll(model(xb), yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_()
            bias.grad.zero_()
print("manual", round(nll(model(x_train), y_train).item(), 4), accuracy(model(x_train), y_train).item())


class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__()
        self.func = func

    def forward(self, x):
        return self.func(x)


def preprocess(x):
    return x.view(-1, 1, 4, 4)


class WrappedDataLoader:
    def __init__(self, dl, func):
        self.dl = dl
        self.func = func

    def __len__(self):
        return len(self.dl)

    def __iter__(self):
        for b in self.dl:
            yield self.func(*b)


def get_data(train_ds, valid_ds, bs):
    return (DataLoader(train_ds, batch_size=bs, shuffle=True), DataLoader(valid_ds, batch_size=bs * 2))


def loss_batch(model, loss_func, xb, yb, opt=None):
    loss = loss_func(model(xb), yb)
    if opt is not None:
        loss.backward()
        opt.step()
        opt.zero_grad()
    return loss.item(), len(xb)


def fit(epochs, model, loss_func, opt, train_dl, valid_dl):
    for epoch in range(epochs):
        model.train()
        for xb, yb in train_dl:
            loss_batch(model, loss_func, xb, yb, opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb, yb) for xb, yb in valid_dl])
        val_loss = sum(l * k for l, k in zip(losses, nums)) / sum(nums)
        print(epoch, round(val_loss, 4), len(nums))


train_dl, valid_dl = get_data(TensorDataset(x_train, y_train), TensorDataset(x_valid, y_valid), bs)
train_dl = WrappedDataLoader(train_dl, lambda x, y: (preprocess(x), y))
valid_dl = WrappedDataLoader(valid_dl, lambda x, y: (preprocess(x), y))
cnn = nn.Sequential(
    nn.Conv2d(1, 8, kernel_size=3, stride=1, padding=1), nn.ReLU(),
    nn.Conv2d(8, 8, kernel_size=3, stride=2, padding=1), nn.ReLU(),
    nn.Conv2d(8, c, kernel_size=3, stride=2, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), Lambda(lambda x: x.view(x.size(0), -1)),
)
opt = optim.SGD(cnn.parameters(), lr=0.1, momentum=0.9)
fit(3, cnn, F.cross_entropy, opt, train_dl, valid_dl)
print(len(train_dl), len(valid_dl), cnn[-1].func(torch.zeros(2, 3, 1, 1)).shape)
ds = TensorDataset(x_train, y_train)
print(len(ds), ds[3][1].item(), [t.shape for t in ds[0:2]])

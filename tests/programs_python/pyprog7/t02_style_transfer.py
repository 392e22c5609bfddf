# Neural style transfer tutorial pieces: ContentLoss/StyleLoss modules with gram matrices,
# a model built by walking an nn.Sequential, and optimizing the input image with LBFGS.
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim


class ContentLoss(nn.Module):
    def __init__(self, target):
        super(ContentLoss, self).__init__()
        self.target = target.detach()

    def forward(self, input):
        self.loss = F.mse_loss(input, self.target)
        return input


def gram_matrix(input):
    a, b, c, d = input.size()
    features = input.view(a * b, c * d)
    G = torch.mm(features, features.t())
    return G.div(a * b * c * d)


class StyleLoss(nn.Module):
    def __init__(self, target_feature):
        super(StyleLoss, self).__init__()
        self.target = gram_matrix(target_feature).detach()

    def forward(self, input):
        G = gram_matrix(input)
        self.loss = F.mse_loss(G, self.target)
        return input


class Normalization(nn.Module):
    def __init__(self, mean, std):
        super(Normalization, self).__init__()
        self.mean = torch.tensor(mean).view(-1, 1, 1)
        self.std = torch.tensor(std).view(-1, 1, 1)

    def forward(self, img):
        return (img - self.mean) / self.std


content_layers_default = ['conv_2']
style_layers_default = ['conv_1', 'conv_2', 'conv_3']


def get_style_model_and_losses(cnn, mean, std, style_img, content_img,
                               content_layers=content_layers_default, style_layers=style_layers_default):
    cnn = copy.deepcopy(cnn)
    normalization = Normalization(mean, std)
    content_losses = []
    style_losses = []
    model = nn.Sequential(normalization)
    i = 0
    for layer in cnn.children():
        if isinstance(layer, nn.Conv2d):
            i += 1
            name = 'conv_{}'.format(i)
        elif isinstance(layer, nn.ReLU):
            name = 'relu_{}'.format(i)
            layer = nn.ReLU(inplace=False)
        elif isinstance(layer, nn.MaxPool2d):
            name = 'pool_{}'.format(i)
        elif isinstance(layer, nn.BatchNorm2d):
            name = 'bn_{}'.format(i)
        else:
            raise RuntimeError('Unrecognized layer: {}'.format(layer.__class__.__name__))
        model.add_module(name, layer)
        if name in content_layers:
            target = model(content_img).detach()
            content_loss = ContentLoss(target)
            model.add_module("content_loss_{}".format(i), content_loss)
            content_losses.append(content_loss)
        if name in style_layers:
            target_feature = model(style_img).detach()
            style_loss = StyleLoss(target_feature)
            model.add_module("style_loss_{}".format(i), style_loss)
            style_losses.append(style_loss)
    for i in range(len(model) - 1, -1, -1):
        if isinstance(model[i], ContentLoss) or isinstance(model[i], StyleLoss):
            break
    model = model[:(i + 1)]
    return model, style_losses, content_losses


torch.manual_seed(0)
cnn = nn.Sequential(
    nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(inplace=True),
    nn.Conv2d(4, 4, 3, padding=1), nn.ReLU(inplace=True), nn.MaxPool2d(2),
    nn.Conv2d(4, 6, 3, padding=1), nn.ReLU(inplace=True),
    nn.Conv2d(6, 6, 3, padding=1),
).eval()
mean = [0.485, 0.456, 0.406]
std = [0.229, 0.224, 0.225]
style_img = torch.rand(1, 3, 16, 16)
content_img = torch.rand(1, 3, 16, 16)
input_img = content_img.clone()

model, style_losses, content_losses = get_style_model_and_losses(cnn, mean, std, style_img, content_img)
print([name for name, _ in model.named_children()])
print(len(style_losses), len(content_losses))
input_img.requires_grad_(True)
model.requires_grad_(False)
optimizer = optim.LBFGS([input_img])
run = [0]
history = []
while run[0] <= 20:
    def closure():
        with torch.no_grad():
            input_img.clamp_(0, 1)
        optimizer.zero_grad()
        model(input_img)
        style_score = 0
        content_score = 0
        for sl in style_losses:
            style_score += sl.loss
        for cl in content_losses:
            content_score += cl.loss
        style_score *= 100000
        content_score *= 1
        loss = style_score + content_score
        loss.backward()
        run[0] += 1
        if run[0] % 10 == 0:
            history.append((run[0], style_score.item(), content_score.item()))
        return style_score + content_score
    optimizer.step(closure)
with torch.no_grad():
    input_img.clamp_(0, 1)
print(run[0] > 20, len(history) >= 2)
first, last = history[0], history[-1]
print(last[1] < first[1] * 1.5, input_img.min().item() >= 0.0, input_img.max().item() <= 1.0)
print(input_img.requires_grad, all(not p.requires_grad for p in model.parameters()))
print(round(gram_matrix(torch.ones(1, 2, 2, 2)).sum().item(), 4))

"""The pygame-gui theme, built in code so it can point at our font files
and size everything (type, borders, corners, padding) for the window's
:class:`~greenthings.ui.draw.scale.UIScale`."""
from __future__ import annotations

from greenthings.ui.draw.fonts import theme_font_block
from greenthings.ui.draw.scale import UIScale


def build_theme(scale: UIScale = UIScale()) -> dict:
    """The theme with every size in design pixels turned into window pixels."""
    def fnt(size: int, bold: bool = False, condensed: bool = False) -> dict:
        return theme_font_block(scale.text(size), bold=bold, condensed=condensed)

    def px(n: int) -> str:
        return str(scale.px(n))

    button_colours = {
        "normal_bg": "#26324a",
        "hovered_bg": "#34476a",
        "disabled_bg": "#1c2130",
        "selected_bg": "#3f6a3a",
        "active_bg": "#4f8a48",
        "normal_text": "#eceee4",
        "hovered_text": "#ffffff",
        "selected_text": "#ffffff",
        "disabled_text": "#6c7488",
        "active_text": "#ffffff",
        "normal_border": "#5a6c94",
        "hovered_border": "#9fd07a",
        "disabled_border": "#343c50",
        "selected_border": "#b6e48c",
        "active_border": "#d6f4b4",
    }
    return {
        "defaults": {
            "colours": {
                "normal_bg": "#1a2133",
                "dark_bg": "#121826",
                "normal_text": "#eceee4",
                "text_cursor": "#eceee4",
                "normal_border": "#3a4660",
                "link_text": "#9fd07a",
                "link_hover": "#c8f0a0",
                "selected_bg": "#3f6a3a",
                "filled_bar": "#84d654",
                "unfilled_bar": "#2a3246",
            },
            "font": fnt(15),
        },
        "button": {
            "colours": button_colours,
            "font": fnt(16, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": px(8), "border_width": px(2),
                     "tool_tip_delay": "0.6"},
        },
        "@big_button": {
            "font": fnt(20, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": px(10), "border_width": px(2)},
        },
        "@small_button": {
            "font": fnt(13, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": px(6), "border_width": px(1)},
        },
        "@wrapped_button": {  # a small button of two lines or more: its words are drawn by its panel
            "font": fnt(13, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": px(6), "border_width": px(1)},
            "colours": {**button_colours, **{k: "#00000000" for k in button_colours if k.endswith("_text")}},
        },
        "@choice": {
            "font": fnt(15, bold=True),
        },
        "label": {
            "colours": {"normal_text": "#eceee4", "normal_bg": "#00000000", "dark_bg": "#00000000"},
            "font": fnt(15),
        },
        "@heading": {
            "font": fnt(22, bold=True),
            "colours": {"normal_text": "#9fd07a"},
        },
        "@dim": {
            "font": fnt(14),
            "colours": {"normal_text": "#98a0b2"},
        },
        "@warn": {
            "font": fnt(14, bold=True),
            "colours": {"normal_text": "#f0aa3c"},
        },
        "text_box": {
            "colours": {"dark_bg": "#121826", "normal_border": "#3a4660", "normal_text": "#eceee4"},
            "font": fnt(15),
            "misc": {"border_width": px(1), "padding": f"{px(10)},{px(8)}"},
        },
        "@log": {
            "font": fnt(13, condensed=True),
            "misc": {"border_width": px(1), "padding": f"{px(6)},{px(4)}"},
        },
        "text_entry_line": {
            "colours": {"dark_bg": "#121826", "normal_border": "#5a6c94", "normal_text": "#eceee4"},
            "font": fnt(16),
        },
        "selection_list": {
            "colours": {"dark_bg": "#121826", "normal_border": "#3a4660"},
            "misc": {"list_item_height": px(26)},
        },
        "selection_list.@selection_list_item": {
            "font": fnt(15, bold=True),
            "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": px(10)},
            "colours": {
                "normal_bg": "#1a2133", "hovered_bg": "#2c3a58", "selected_bg": "#3f6a3a",
                "normal_text": "#eceee4", "hovered_text": "#ffffff", "selected_text": "#ffffff",
            },
        },
        "horizontal_slider": {
            "colours": {"dark_bg": "#121826", "normal_border": "#5a6c94"},
            "misc": {"sliding_button_width": px(20)},
        },
        "horizontal_slider.#sliding_button": {
            "colours": button_colours,
        },
        "tool_tip": {
            "font": fnt(14),
            "colours": {"dark_bg": "#0c1018", "normal_border": "#9fd07a", "normal_text": "#eceee4"},
            "misc": {"rect_width": px(320)},  # ui/draw/gui_manager.py sizes each tooltip to its words
        },
        "tool_tip.text_box": {
            "font": fnt(14),
            "misc": {"border_width": px(1), "padding": f"{px(6)},{px(4)}"},
        },
        "panel": {
            "colours": {"dark_bg": "#161c2bee", "normal_border": "#3a4660"},
            "misc": {"border_width": px(1), "shape": "rounded_rectangle", "shape_corner_radius": px(8)},
        },
    }


def preload(scale: UIScale = UIScale()) -> list[dict]:
    """Fonts the text boxes' markup asks for (headings, <b>, <i>), beyond the theme's own."""
    return [
        {"name": "dejavu", "point_size": scale.text(15), "style": "italic"},
        {"name": "dejavu", "point_size": scale.text(15), "style": "bold"},
        {"name": "dejavu", "point_size": scale.text(HEADING), "style": "bold"},
        {"name": "dejavu_condensed", "point_size": scale.text(13), "style": "bold"},  # the full log's headings, deaths
    ]


HEADING = 18  # a text box's heading (``<font pixel_size=...>``), design pixels

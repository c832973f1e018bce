"""The pygame-gui theme, built in code so it can point at our font files."""
from __future__ import annotations

from greenthings.ui.draw.fonts import theme_font_block


def build_theme() -> dict:
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
            "font": theme_font_block(15),
        },
        "button": {
            "colours": button_colours,
            "font": theme_font_block(16, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8", "border_width": "2",
                     "tool_tip_delay": "0.6"},
        },
        "@big_button": {
            "font": theme_font_block(20, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "10", "border_width": "2"},
        },
        "@small_button": {
            "font": theme_font_block(13, bold=True),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1"},
        },
        "@choice": {
            "font": theme_font_block(15, bold=True),
        },
        "label": {
            "colours": {"normal_text": "#eceee4", "normal_bg": "#00000000", "dark_bg": "#00000000"},
            "font": theme_font_block(15),
        },
        "@heading": {
            "font": theme_font_block(22, bold=True),
            "colours": {"normal_text": "#9fd07a"},
        },
        "@dim": {
            "font": theme_font_block(14),
            "colours": {"normal_text": "#98a0b2"},
        },
        "@warn": {
            "font": theme_font_block(14, bold=True),
            "colours": {"normal_text": "#f0aa3c"},
        },
        "text_box": {
            "colours": {"dark_bg": "#121826", "normal_border": "#3a4660", "normal_text": "#eceee4"},
            "font": theme_font_block(15),
            "misc": {"border_width": "1", "padding": "10,8"},
        },
        "@log": {
            "font": theme_font_block(13, condensed=True),
            "misc": {"border_width": "1", "padding": "6,4"},
        },
        "text_entry_line": {
            "colours": {"dark_bg": "#121826", "normal_border": "#5a6c94", "normal_text": "#eceee4"},
            "font": theme_font_block(16),
        },
        "selection_list": {
            "colours": {"dark_bg": "#121826", "normal_border": "#3a4660"},
        },
        "selection_list.@selection_list_item": {
            "font": theme_font_block(15, bold=True),
            "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "10"},
            "colours": {
                "normal_bg": "#1a2133", "hovered_bg": "#2c3a58", "selected_bg": "#3f6a3a",
                "normal_text": "#eceee4", "hovered_text": "#ffffff", "selected_text": "#ffffff",
            },
        },
        "horizontal_slider": {
            "colours": {"dark_bg": "#121826", "normal_border": "#5a6c94"},
        },
        "horizontal_slider.#sliding_button": {
            "colours": button_colours,
        },
        "tool_tip": {
            "font": theme_font_block(14),
            "colours": {"dark_bg": "#0c1018", "normal_border": "#9fd07a", "normal_text": "#eceee4"},
        },
        "panel": {
            "colours": {"dark_bg": "#161c2bee", "normal_border": "#3a4660"},
            "misc": {"border_width": "1", "shape": "rounded_rectangle", "shape_corner_radius": "8"},
        },
    }


PRELOAD = [
    {"name": "dejavu", "point_size": 15, "style": "italic"},
    {"name": "dejavu", "point_size": 18, "style": "bold"},
    {"name": "dejavu_condensed", "point_size": 13, "style": "bold"},  # the full log's headings and deaths
]
